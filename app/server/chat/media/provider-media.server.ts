import { toFile, type OpenAI } from "openai";
import type { ChatProviderEnv } from "../chat-env.server";
import type { SpeechAudio } from "../chat-media.server";

/**
 * The provider's share of the chat's media: its vision model reads an
 * image's text, its speech model speaks with the voice "alloy", its transcription model
 * turns a recording into text. Each call carries the caller's signal and the client's timeout.
 */
export const VISION_PROMPT =
  "Extract all text from this image. Answer with the text only, exactly as written, keeping its line breaks. " +
  "If the image holds no text, answer with nothing.";

export async function providerImageText(
  client: OpenAI,
  provider: ChatProviderEnv,
  bytes: Uint8Array,
  mimeType: string,
  signal?: AbortSignal,
): Promise<string> {
  const dataUrl = `data:${mimeType};base64,${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64")}`;
  const completion = await client.chat.completions.create(
    {
      model: provider.visionModel,
      temperature: 0,
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: VISION_PROMPT },
            { type: "image_url", image_url: { url: dataUrl } },
          ],
        },
      ],
    },
    { signal },
  );
  return completion.choices[0]?.message?.content ?? "";
}

export async function providerSpeech(
  client: OpenAI,
  provider: ChatProviderEnv,
  text: string,
  signal?: AbortSignal,
): Promise<SpeechAudio> {
  const response = await client.audio.speech.create(
    {
      model: provider.speechModel,
      voice: "alloy",
      input: text,
      response_format: "mp3",
    },
    { signal },
  );
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength === 0) throw new Error("The provider returned no audio");
  return { bytes, contentType: "audio/mpeg" };
}

const AUDIO_EXTENSIONS: Record<string, string> = {
  "audio/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mp4": "mp4",
  "audio/mpeg": "mp3",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
};

export async function providerTranscription(
  client: OpenAI,
  provider: ChatProviderEnv,
  audio: Uint8Array,
  contentType: string,
  signal?: AbortSignal,
): Promise<string> {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  const file = await toFile(
    Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength),
    `recording.${AUDIO_EXTENSIONS[type] ?? "webm"}`,
    { type },
  );
  const transcription = await client.audio.transcriptions.create(
    { model: provider.transcriptionModel, file },
    { signal },
  );
  return transcription.text ?? "";
}
