import { createHash } from "node:crypto";
import { maxDocumentBytes } from "#app/media/documents.ts";

/** Why a file is not kept as a document: its words are the staff texts' `documents.refused.*`. */
export type PdfRefusal = "tooLarge" | "notPdf" | "empty";

const ascii = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");

/**
 * Whether the bytes are a PDF, read from the bytes and never from the file's name or the type the browser claims
 * (a renamed photo says "application/pdf" too). A PDF starts with `%PDF-1.x` or `%PDF-2.0` (readers accept it within
 * the first kilobyte, after junk some scanners write) and ends with `%%EOF` (within the last kilobyte: trailing
 * newlines and padding are common). A truncated upload has no `%%EOF` and is refused too.
 */
export function checkPdf(bytes: Uint8Array): { ok: true; fileName: string } | { ok: false; refused: PdfRefusal } {
  if (bytes.byteLength === 0) return { ok: false, refused: "empty" };
  if (bytes.byteLength > maxDocumentBytes) return { ok: false, refused: "tooLarge" };
  const head = ascii(bytes.subarray(0, 1024));
  const tail = ascii(bytes.subarray(Math.max(0, bytes.byteLength - 1024)));
  if (!/%PDF-[12]\.\d/.test(head) || !tail.includes("%%EOF")) return { ok: false, refused: "notPdf" };
  return { ok: true, fileName: `${createHash("sha256").update(bytes).digest("hex").slice(0, 20)}.pdf` };
}
