/**
 * A small, valid one-page PDF saying `text` (Latin letters), padded to about `size` bytes with a comment so that
 * sizes read like a real form's ("PDF, 240 KB"). Every object's offset in the cross-reference table is right, so
 * a PDF reader opens it.
 */
export function samplePdf(text: string, size = 2_000): Buffer<ArrayBuffer> {
  const content = `BT /F1 24 Tf 72 700 Td (${text.replace(/[()\\]/g, "")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  const header = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  const padding = `%${"x".repeat(Math.max(0, size - 700))}\n`;
  let body = header + padding;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Buffer.from a string always has a plain ArrayBuffer of its own, which Blob wants.
  return Buffer.from(body, "latin1") as Buffer<ArrayBuffer>;
}
