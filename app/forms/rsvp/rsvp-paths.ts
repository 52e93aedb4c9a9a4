/** The page of the link in every RSVP e-mail, in both languages (app/routes.ts): rendered per request, never cached. */
export const replyPagePath = "/rsvp";
