import { createContext, useContext } from 'react';

/**
 * What a page shell needs from the route it is shown in: the table's title and the back rule.
 * The app layer provides it, so shared components never import the app layer.
 */
export interface PageFrame {
  title: string;
  goBack: () => void;
}

export const PageFrameContext = createContext<PageFrame>({ title: '', goBack: () => window.history.back() });
export const usePageFrame = () => useContext(PageFrameContext);
