/**
 * The body of a form post, or null when it is not one a form sends: JSON, a multipart body with a broken
 * boundary, plain text. A browser never sends those to our forms, so the caller answers 400 (in the page's
 * language), never a 500.
 */
export async function readFormBody(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
