/**
 * A minimal, valid single-page PDF holding plain text lines, so seeded portal documents
 * are real files a PDF reader opens (and that magic-byte checks recognise).
 */
export function buildSimplePdf(title: string, body: string): Uint8Array {
  const escape = (s: string) =>
    s.replace(/[^\x20-\x7e]/g, "?").replace(/([\\()])/g, "\\$1");
  const lines = [title, "", ...body.split("\n")].flatMap((line) =>
    wrap(line, 90),
  );
  const text = lines
    .slice(0, 60)
    .map(
      (line, i) =>
        `${i === 0 ? "/F1 14 Tf" : "/F1 10 Tf"} 1 0 0 1 56 ${780 - i * 13} Tm (${escape(line)}) Tj`,
    )
    .join("\n");
  const stream = `BT\n${text}\nET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets
    .map((o) => `${String(o).padStart(10, "0")} 00000 n \n`)
    .join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, "latin1"));
}

function wrap(line: string, width: number): string[] {
  if (line.length <= width) return [line];
  const out: string[] = [];
  let current = "";
  for (const word of line.split(" ")) {
    if ((current + " " + word).trim().length > width) {
      out.push(current.trim());
      current = word;
    } else {
      current += " " + word;
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
