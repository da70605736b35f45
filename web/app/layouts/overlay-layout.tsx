// Layout of the stream overlays (issue 27 §3): no navigation, footer, banners or sign-in prompt, and a transparent
// document (src/ui/global-styles.css.ts), so an OBS browser source shows only the overlay's plates over the video.
import { Suspense, useLayoutEffect } from 'react';
import { Outlet } from 'react-router-dom';

export function OverlayLayout() {
  // Before the first paint of the route; taken back if the tab goes on to another page.
  useLayoutEffect(() => {
    document.documentElement.dataset.overlay = '';
    return () => {
      delete document.documentElement.dataset.overlay;
    };
  }, []);
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}
