// For a component that shows an error code's text without a refused call before it (the API client loads the
// texts before it hands a refusal on): loads them and draws again once they are there. It says whether they are,
// so a text is drawn only once it is its own, never the generic one first.
import { useEffect, useState } from 'react';
import { errorTextsLoaded, loadErrorTexts } from './error-texts.js';

export function useErrorTexts(): boolean {
  const [loaded, setLoaded] = useState(errorTextsLoaded());
  useEffect(() => {
    if (!errorTextsLoaded()) void loadErrorTexts().then(() => setLoaded(true));
  }, []);
  return loaded;
}
