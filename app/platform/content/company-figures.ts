// Kept apart from company.ts, which every page's layout loads: only the pages that quote these
// figures carry them.

/** Company figures quoted in page text (SPEC section 1); where the SPEC's passages disagree, these win. */
export const COMPANY_FIGURES = {
  salesMillionEuros: 300,
  staff: 1200,
  specialists: 1200,
  salesOffices: 40,
  ownPlants: 8,
  distributors: 30,
  countries: 50,
  stretchFilmPercent: 360,
  airpadSavings: "30 a 35",
} as const;
