import type { HospitalType } from './hospitals';

// The server-rendered network hospital pages (decision 0093): what the page route hands the renderer. Every text is
// already in the page's language (Arabic pages: the Arabic script names; the others: the Latin forms).

/** One place as a list row. */
export type THospitalRow = {
  slug: string;
  name: string;
  type: HospitalType;
  address: string;
  phone: string;
  directBilling: boolean;
};

/** `/health-insurance/network-hospitals/{insurer}-insurance-hospital-list-{city}/`, one page of it. */
export type THospitalListPage = {
  insurerSlug: string;
  insurerName: string;
  citySlug: string;
  cityName: string;
  /** Places of this insurer in this city (from the tables). */
  total: number;
  /** 1-based; the rows are this page's (at most HOSPITAL_LIST_PAGE_SIZE). */
  page: number;
  pages: number;
  rows: THospitalRow[];
};

/** `/health-insurance/hospitals/{slug}/` (page type 57). */
export type THospitalPage = {
  slug: string;
  name: string;
  type: HospitalType;
  address: string;
  area: string;
  citySlug: string;
  cityName: string;
  /** Emirate id (EMIRATES); the renderer names it. */
  emirate: string;
  phone: string;
  latitude: number;
  longitude: number;
  /** Speciality ids (content/structure/hospitals.json); the renderer names them. */
  specialities: string[];
  directBilling: boolean;
  /** The insurers whose network holds the place, the tier it joins at, and the plans whose tier reaches it. */
  insurers: {
    slug: string;
    name: string;
    tier: string;
    plans: { slug: string; name: string }[];
  }[];
};
