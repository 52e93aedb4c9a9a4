import { appServicesContext } from "#app/http/services.server.ts";
import { mediaFileResponse } from "#app/media/file-response.server.ts";
import type { Route } from "./+types/media-file";

/** GET /admin/media/file/<file>: any image's variant, drafts too, for the library's previews. */
export const loader = ({ params, context }: Route.LoaderArgs) => mediaFileResponse(context.get(appServicesContext).db, params.file, "staff");
