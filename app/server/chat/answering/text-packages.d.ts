// The two text packages the answering pipeline uses ship no types of their own.
declare module "snowball-stemmers" {
  export function newStemmer(language: string): { stem(word: string): string };
  export function algorithms(): string[];
}
declare module "stopword" {
  export const eng: string[];
  export const fra: string[];
}
