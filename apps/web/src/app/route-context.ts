import { createContext, useContext } from 'react';
import type { RouteDef } from './route-table';

/** The route table entry of the page being shown, so shells can read its title. */
export const RouteContext = createContext<RouteDef | null>(null);
export const useRouteDef = () => useContext(RouteContext);
