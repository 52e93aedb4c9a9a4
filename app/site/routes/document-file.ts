import { appServicesContext } from "#app/http/services.server.ts";
import { documentFileResponse } from "#app/media/file-response.server.ts";
import type { Route } from "./+types/document-file";

/** GET /documents/<hash>.pdf: a published document's PDF, from the database (every server has every upload). */
export const loader = ({ params, context }: Route.LoaderArgs) => documentFileResponse(context.get(appServicesContext).db, params.file, "public");
