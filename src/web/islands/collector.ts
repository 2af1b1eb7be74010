import { createContext } from 'react';

/** Collects the islands a server render used, so the document head can preload exactly their chunks. */
export const IslandCollector = createContext<Set<string> | null>(null);
