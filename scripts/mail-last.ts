// `npm run mail:last [-- address]`: the newest e-mail a local run wrote to DATA_DIR/mail (or
// the newest to that address), decoded, with its links whole (scripts/mail-read.ts).
import path from "node:path";
import { newestMail } from "./mail-read";

const folder = path.resolve(process.env.DATA_DIR || "./data", "mail");
const address = process.argv[2];
const mail = await newestMail(folder, address);
if (mail === null) {
  process.stderr.write(
    `No e-mail${address ? ` to ${address}` : ""} in ${folder} (with SMTP_URL set, mail goes to that server instead).\n`,
  );
  process.exitCode = 1;
} else process.stdout.write(`${mail}\n`);
