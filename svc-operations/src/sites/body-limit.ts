/** The photo upload (`POST /agency/{id}/site/{siteId}/photos`): its body is the image, streamed by the route. */
export const PHOTO_UPLOAD = /^\/agency\/[^/]+\/site\/[^/]+\/photos\/?$/;
