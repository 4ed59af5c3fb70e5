/** Copy for /get-started. */
export const getStartedPage = {
  eyebrow: "Get started",
  title: "Tell us where you want to go",
  lead:
    "Three short steps: who you are, what you need, and when. A principal consultant reads every request and " +
    "follows up with a 30-minute consultation — no sales script, no obligation.",
  expectations: [
    {
      title: "A real conversation",
      body: "You speak with a consultant who has delivered public platforms, not a sales desk.",
    },
    {
      title: "An honest answer",
      body: "If we are not the right fit for your problem, we will say so and suggest who is.",
    },
    {
      title: "Your data stays yours",
      body: "We use your details only to answer this request. Nothing goes to a mailing list.",
    },
  ],
};
