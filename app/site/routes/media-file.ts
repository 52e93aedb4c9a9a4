import { appServicesContext } from "#app/http/services.server.ts";
import { mediaFileResponse } from "#app/media/file-response.server.ts";
import type { Route } from "./+types/media-file";

/** GET /media/<key>-<width>.<avif|webp|jpg>: a published image's variant, from the database (every server has every upload). */
export const loader = ({ params, context }: Route.LoaderArgs) => mediaFileResponse(context.get(appServicesContext).db, params.file, "public");
