/**
 * What the network hospitals search page (`/health-insurance/network-hospitals/`, decision 0094) is rendered from:
 * every insurer with a network and the cities where it has places, read from the hospitals tables. The page's links
 * to the list pages work without JavaScript; the widget fetches the same options again through the API.
 */
export type THospitalSearchPage = {
  insurers: {
    insurerId: number;
    slug: string;
    name: string;
    hospitalCount: number;
    cities: { id: number; slug: string; name: string; emirate: string }[];
  }[];
};
