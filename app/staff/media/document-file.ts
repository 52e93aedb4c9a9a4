import { appServicesContext } from "#app/http/services.server.ts";
import { documentFileResponse } from "#app/media/file-response.server.ts";
import type { Route } from "./+types/document-file";

/** GET /admin/documents/file/<file>: any document's PDF, drafts too, to check it before publishing. */
export const loader = ({ params, context }: Route.LoaderArgs) => documentFileResponse(context.get(appServicesContext).db, params.file, "staff");
