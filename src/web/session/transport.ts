/** How the request helper reaches the server: fetch, or XMLHttpRequest when an upload reports progress. */
export type TransportRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: BodyInit | undefined;
  credentials: RequestCredentials;
  signal: AbortSignal;
};
export type TransportResponse = {
  status: number;
  statusText: string;
  header(name: string): string | null;
  text: string;
};
export type Transport = (req: TransportRequest) => Promise<TransportResponse>;
