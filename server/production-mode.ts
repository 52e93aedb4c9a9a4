// React and React Router pick their production or development build from NODE_ENV when first loaded, and
// the zod default in app/config/env.server.ts comes too late for that. Imported first by server/index.ts
// (ES modules run in import order), so the server runs production React unless told otherwise.
process.env.NODE_ENV ||= "production";
