/** Formatting shared by the doubler pages and modal: draw moments in Brussels time (where the draw happens). */
export const DRAW_DISPLAY_TIME_ZONE = 'Europe/Brussels'

export function formatDrawMoment(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: DRAW_DISPLAY_TIME_ZONE }).format(new Date(iso))
}
