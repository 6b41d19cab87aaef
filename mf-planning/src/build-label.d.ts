/** Set at build time (rspack DefinePlugin): tells one build of this remote from another. */
declare const PORTAL_BUILD_LABEL: string;
