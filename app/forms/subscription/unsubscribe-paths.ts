/**
 * Where unsubscribe links lead, in both languages (app/routes.ts): the confirmation page, linked in the
 * e-mail's text, and the address of the e-mail's `List-Unsubscribe` header, which mail programs POST to
 * (RFC 8058). They differ because React Router refuses a page's action posted from another origin, and a
 * mail provider's one-click POST comes from its own servers: only a resource route takes it.
 */
export const unsubscribePaths = { page: "/unsubscribe", oneClick: "/unsubscribe/one-click" } as const;
