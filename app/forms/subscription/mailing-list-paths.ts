/**
 * Where the mailing list's e-mail links lead, in both languages (app/routes.ts): the page that confirms a new
 * subscription (linked in the e-mail sent when someone joins), the subscriber's choices (language and topics)
 * and the unsubscribe page, both linked in every e-mail's text, and the address of the e-mail's
 * `List-Unsubscribe` header, which mail programs POST to (RFC 8058). The last two differ because React Router
 * refuses a page's action posted from another origin, and a mail provider's one-click POST comes from its own
 * servers: only a resource route takes it.
 */
export const mailingListPaths = {
  confirm: "/subscribe/confirm",
  preferences: "/subscribe/preferences",
  unsubscribe: "/unsubscribe",
  oneClick: "/unsubscribe/one-click",
} as const;
