/**
 * A desktop's frame (ProLayout and pro-components), asked for beside the portal's code when it opens
 * wider than a phone, with the list table most of its screens show.
 */
export const loadDesktopLayout = () => {
  void import('@portal/kit').then((kit) => kit.preloadListTable());
  return import('./desktop-layout.js');
};
