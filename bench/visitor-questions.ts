import type { ChatIntent } from "../app/domain/chat/chat-intent";

/**
 * A fixed set of realistic visitor questions with the intent each must get: typos,
 * mixed case, several intents in one sentence. The intent tests, the grounding tests and
 * `npm run bench:chat` all run over it, so a change to the detector or the content is
 * measured against the same questions.
 */
export type VisitorQuestion = {
  message: string;
  intent: ChatIntent;
  previousUser?: string;
  previousAssistant?: string;
};

export const visitorQuestions: VisitorQuestion[] = [
  // Greetings
  { message: "hi", intent: "greeting" },
  { message: "Hello there!", intent: "greeting" },
  { message: "Good morning", intent: "greeting" },
  { message: "hey, how are you?", intent: "greeting" },
  // A person
  { message: "Can I talk to a person?", intent: "talk_to_person" },
  {
    message: "i want to speak with a real human please",
    intent: "talk_to_person",
  },
  {
    message: "Are you a bot? I'd rather chat with someone from your team",
    intent: "talk_to_person",
  },
  { message: "Can I talk to someone about pricing?", intent: "talk_to_person" },
  // Calls
  { message: "I'd like to book a call", intent: "wants_call" },
  {
    message:
      "Could we schedule a meeting next week to discuss an e-visa project?",
    intent: "wants_call",
  },
  { message: "please call me back tomorrow", intent: "wants_call" },
  { message: "Can I see a DEMO of the tax platform?", intent: "wants_call" },
  {
    message: "How do I get in touch with your consultants?",
    intent: "wants_call",
  },
  // Portal
  { message: "can I get access to the client portal", intent: "portal_access" },
  { message: "How do I log in to my account?", intent: "portal_access" },
  {
    message: "I never received my invitation to the protal",
    intent: "portal_access",
  },
  { message: "forgot my pasword for the dashboard", intent: "portal_access" },
  // Pricing
  { message: "how much does it cost", intent: "pricing" },
  { message: "What are your prcing options?", intent: "pricing" },
  { message: "Hi! How much is the Blueprint?", intent: "pricing" },
  { message: "what engagement options do you offer", intent: "pricing" },
  {
    message: "Do you have a budget range for a national health platform?",
    intent: "pricing",
  },
  // Blueprint
  { message: "free blueprint", intent: "blueprint" },
  {
    message: "What happens during a blueprint engagement?",
    intent: "blueprint",
  },
  { message: "Tell me about your bluepirnt process", intent: "blueprint" },
  // Careers
  { message: "jobs", intent: "careers" },
  { message: "Are you hiring cloud engineers?", intent: "careers" },
  { message: "Any open positions in Ottawa?", intent: "careers" },
  { message: "how can I work for you", intent: "careers" },
  // Offices
  { message: "where are your offices", intent: "offices" },
  { message: "What is your ofice address in Atlanta?", intent: "offices" },
  { message: "Where are you based?", intent: "offices" },
  { message: "what's your phone number", intent: "offices" },
  // Solution areas
  { message: "tell me about e-visa", intent: "solution_area" },
  {
    message: "How does your eVisa platform check passports?",
    intent: "solution_area",
  },
  { message: "Do you do digital tax collection?", intent: "solution_area" },
  {
    message: "what can you do for a healthcare ministry? telemedicine?",
    intent: "solution_area",
  },
  { message: "What is AftrLife?", intent: "solution_area" },
  {
    message: "How do you keep data in the country with a sovereign cloud?",
    intent: "solution_area",
  },
  {
    message: "do you use artificial inteligence for construction inspections",
    intent: "solution_area",
  },
  {
    message: "What case studies can you share about immigraton?",
    intent: "solution_area",
  },
  {
    message: "How do you handle digital identity and face matching?",
    intent: "solution_area",
  },
  // Follow-ups decided by the previous turn
  {
    message: "yes please",
    intent: "wants_call",
    previousUser: "How much does it cost?",
    previousAssistant:
      "We publish no prices. Would you like me to arrange a call with one of our consultants?",
  },
  {
    message: "and how long does it take?",
    intent: "blueprint",
    previousUser: "What is the blueprint?",
  },
  // Nothing we can place
  { message: "What's the weather like on Mars?", intent: "general" },
  { message: "asdfgh", intent: "general" },
];
