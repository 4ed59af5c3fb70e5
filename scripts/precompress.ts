// Writes .br and .gz beside every compressible file of the client build, once, at build
// time, so the server never compresses a static response per request.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { COMPRESSIBLE_EXTENSIONS } from "../app/server/http/static-files.server";

const clientDir = path.resolve(process.argv[2] ?? "build/client");
let count = 0;

function walk(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (COMPRESSIBLE_EXTENSIONS.has(path.extname(entry.name)))
      compress(full);
  }
}

function compress(file: string) {
  const body = fs.readFileSync(file);
  if (body.length < 512) return;
  const brotli = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gzip = zlib.gzipSync(body, { level: 9 });
  if (brotli.length < body.length) fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.length < body.length) fs.writeFileSync(`${file}.gz`, gzip);
  count++;
}

walk(clientDir);
console.log(
  `precompressed ${count} files in ${path.relative(process.cwd(), clientDir)}`,
);
