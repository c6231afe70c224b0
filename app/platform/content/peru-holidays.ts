// Peru's national holidays (feriados nacionales): the days the business-hours clock of the back office
// and the complaints book's business-day deadlines skip (app/platform/lib/business-hours.ts). Dates in Lima.
//
// Legal source: article 6 of Decreto Legislativo 713 (descansos remunerados, 1991), which lists Año
// Nuevo, Jueves and Viernes Santo (movable, the Thursday and Friday before Easter Sunday), Día del
// Trabajo, San Pedro y San Pablo, Fiestas Patrias (28 and 29 July), Santa Rosa de Lima, Combate de
// Angamos, Todos los Santos, Inmaculada Concepción and Navidad del Señor, as later amended by:
// - Ley 31381 (2022): Batalla de Ayacucho, 9 December;
// - Ley 31530 (2022): Batalla de Junín, 6 August;
// - Ley 31788 (June 2023): Batalla de Arica y Día de la Bandera, 7 June;
// - Ley 31822 (July 2023): Día de la Fuerza Aérea del Perú, 23 July.
// Sixteen days a year, the same for the private and the public sector. A holiday that falls on a
// weekend is not moved. "Días no laborables" that the government declares for the public sector
// (compensable hours, e.g. the days around Christmas) are not holidays and are not listed.
//
// How to keep this file:
// - A new year: copy the previous year's block, change the year of every date, and set Jueves and
//   Viernes Santo to the Thursday and Friday before that year's Easter Sunday. `npx vitest run
//   app/platform/content/peru-holidays.test.ts` checks the Easter dates and that the fixed dates are all there;
//   it also fails once the file no longer covers next year, as a reminder to add it.
// - A one-off holiday decreed by law or by the government (e.g. a national mourning day declared a
//   feriado): add it to its year, in date order, with `oneOff` naming the norm and its date of
//   publication in El Peruano, e.g.
//   { date: "2031-05-02", name: "Feriado por …", oneOff: "Decreto Supremo N.º 000-2031-PCM, 20 abr. 2031" }.
// - A change of the law (a new permanent holiday): add it to every year from the one it applies to,
//   to the list above, and to FIXED_HOLIDAYS in the test.
// Years outside the file count only weekends as closed days.

export interface PeruHoliday {
  /** Calendar date in Lima, YYYY-MM-DD. */
  date: string;
  /** The Spanish name, as staff read it. */
  name: string;
  /** For a holiday outside the yearly list: the norm that declared it. */
  oneOff?: string;
}

/** Every national holiday, year by year, in date order. */
export const PERU_HOLIDAYS: Readonly<Record<number, readonly PeruHoliday[]>> = {
  2024: [
    { date: "2024-01-01", name: "Año Nuevo" },
    { date: "2024-03-28", name: "Jueves Santo" },
    { date: "2024-03-29", name: "Viernes Santo" },
    { date: "2024-05-01", name: "Día del Trabajo" },
    { date: "2024-06-07", name: "Batalla de Arica y Día de la Bandera" },
    { date: "2024-06-29", name: "San Pedro y San Pablo" },
    { date: "2024-07-23", name: "Día de la Fuerza Aérea del Perú" },
    { date: "2024-07-28", name: "Fiestas Patrias" },
    { date: "2024-07-29", name: "Fiestas Patrias" },
    { date: "2024-08-06", name: "Batalla de Junín" },
    { date: "2024-08-30", name: "Santa Rosa de Lima" },
    { date: "2024-10-08", name: "Combate de Angamos" },
    { date: "2024-11-01", name: "Todos los Santos" },
    { date: "2024-12-08", name: "Inmaculada Concepción" },
    { date: "2024-12-09", name: "Batalla de Ayacucho" },
    { date: "2024-12-25", name: "Navidad del Señor" },
  ],
  2025: [
    { date: "2025-01-01", name: "Año Nuevo" },
    { date: "2025-04-17", name: "Jueves Santo" },
    { date: "2025-04-18", name: "Viernes Santo" },
    { date: "2025-05-01", name: "Día del Trabajo" },
    { date: "2025-06-07", name: "Batalla de Arica y Día de la Bandera" },
    { date: "2025-06-29", name: "San Pedro y San Pablo" },
    { date: "2025-07-23", name: "Día de la Fuerza Aérea del Perú" },
    { date: "2025-07-28", name: "Fiestas Patrias" },
    { date: "2025-07-29", name: "Fiestas Patrias" },
    { date: "2025-08-06", name: "Batalla de Junín" },
    { date: "2025-08-30", name: "Santa Rosa de Lima" },
    { date: "2025-10-08", name: "Combate de Angamos" },
    { date: "2025-11-01", name: "Todos los Santos" },
    { date: "2025-12-08", name: "Inmaculada Concepción" },
    { date: "2025-12-09", name: "Batalla de Ayacucho" },
    { date: "2025-12-25", name: "Navidad del Señor" },
  ],
  2026: [
    { date: "2026-01-01", name: "Año Nuevo" },
    { date: "2026-04-02", name: "Jueves Santo" },
    { date: "2026-04-03", name: "Viernes Santo" },
    { date: "2026-05-01", name: "Día del Trabajo" },
    { date: "2026-06-07", name: "Batalla de Arica y Día de la Bandera" },
    { date: "2026-06-29", name: "San Pedro y San Pablo" },
    { date: "2026-07-23", name: "Día de la Fuerza Aérea del Perú" },
    { date: "2026-07-28", name: "Fiestas Patrias" },
    { date: "2026-07-29", name: "Fiestas Patrias" },
    { date: "2026-08-06", name: "Batalla de Junín" },
    { date: "2026-08-30", name: "Santa Rosa de Lima" },
    { date: "2026-10-08", name: "Combate de Angamos" },
    { date: "2026-11-01", name: "Todos los Santos" },
    { date: "2026-12-08", name: "Inmaculada Concepción" },
    { date: "2026-12-09", name: "Batalla de Ayacucho" },
    { date: "2026-12-25", name: "Navidad del Señor" },
  ],
  2027: [
    { date: "2027-01-01", name: "Año Nuevo" },
    { date: "2027-03-25", name: "Jueves Santo" },
    { date: "2027-03-26", name: "Viernes Santo" },
    { date: "2027-05-01", name: "Día del Trabajo" },
    { date: "2027-06-07", name: "Batalla de Arica y Día de la Bandera" },
    { date: "2027-06-29", name: "San Pedro y San Pablo" },
    { date: "2027-07-23", name: "Día de la Fuerza Aérea del Perú" },
    { date: "2027-07-28", name: "Fiestas Patrias" },
    { date: "2027-07-29", name: "Fiestas Patrias" },
    { date: "2027-08-06", name: "Batalla de Junín" },
    { date: "2027-08-30", name: "Santa Rosa de Lima" },
    { date: "2027-10-08", name: "Combate de Angamos" },
    { date: "2027-11-01", name: "Todos los Santos" },
    { date: "2027-12-08", name: "Inmaculada Concepción" },
    { date: "2027-12-09", name: "Batalla de Ayacucho" },
    { date: "2027-12-25", name: "Navidad del Señor" },
  ],
  2028: [
    { date: "2028-01-01", name: "Año Nuevo" },
    { date: "2028-04-13", name: "Jueves Santo" },
    { date: "2028-04-14", name: "Viernes Santo" },
    { date: "2028-05-01", name: "Día del Trabajo" },
    { date: "2028-06-07", name: "Batalla de Arica y Día de la Bandera" },
    { date: "2028-06-29", name: "San Pedro y San Pablo" },
    { date: "2028-07-23", name: "Día de la Fuerza Aérea del Perú" },
    { date: "2028-07-28", name: "Fiestas Patrias" },
    { date: "2028-07-29", name: "Fiestas Patrias" },
    { date: "2028-08-06", name: "Batalla de Junín" },
    { date: "2028-08-30", name: "Santa Rosa de Lima" },
    { date: "2028-10-08", name: "Combate de Angamos" },
    { date: "2028-11-01", name: "Todos los Santos" },
    { date: "2028-12-08", name: "Inmaculada Concepción" },
    { date: "2028-12-09", name: "Batalla de Ayacucho" },
    { date: "2028-12-25", name: "Navidad del Señor" },
  ],
  2029: [
    { date: "2029-01-01", name: "Año Nuevo" },
    { date: "2029-03-29", name: "Jueves Santo" },
    { date: "2029-03-30", name: "Viernes Santo" },
    { date: "2029-05-01", name: "Día del Trabajo" },
    { date: "2029-06-07", name: "Batalla de Arica y Día de la Bandera" },
    { date: "2029-06-29", name: "San Pedro y San Pablo" },
    { date: "2029-07-23", name: "Día de la Fuerza Aérea del Perú" },
    { date: "2029-07-28", name: "Fiestas Patrias" },
    { date: "2029-07-29", name: "Fiestas Patrias" },
    { date: "2029-08-06", name: "Batalla de Junín" },
    { date: "2029-08-30", name: "Santa Rosa de Lima" },
    { date: "2029-10-08", name: "Combate de Angamos" },
    { date: "2029-11-01", name: "Todos los Santos" },
    { date: "2029-12-08", name: "Inmaculada Concepción" },
    { date: "2029-12-09", name: "Batalla de Ayacucho" },
    { date: "2029-12-25", name: "Navidad del Señor" },
  ],
  2030: [
    { date: "2030-01-01", name: "Año Nuevo" },
    { date: "2030-04-18", name: "Jueves Santo" },
    { date: "2030-04-19", name: "Viernes Santo" },
    { date: "2030-05-01", name: "Día del Trabajo" },
    { date: "2030-06-07", name: "Batalla de Arica y Día de la Bandera" },
    { date: "2030-06-29", name: "San Pedro y San Pablo" },
    { date: "2030-07-23", name: "Día de la Fuerza Aérea del Perú" },
    { date: "2030-07-28", name: "Fiestas Patrias" },
    { date: "2030-07-29", name: "Fiestas Patrias" },
    { date: "2030-08-06", name: "Batalla de Junín" },
    { date: "2030-08-30", name: "Santa Rosa de Lima" },
    { date: "2030-10-08", name: "Combate de Angamos" },
    { date: "2030-11-01", name: "Todos los Santos" },
    { date: "2030-12-08", name: "Inmaculada Concepción" },
    { date: "2030-12-09", name: "Batalla de Ayacucho" },
    { date: "2030-12-25", name: "Navidad del Señor" },
  ],
};
