/**
 * When the balance doubler is drawn (docs/rules/activation-and-doubler.md and docs/rules/limits.md: "winner on the first Monday of the month").
 * The draw moment is 09:00 Brussels time on the first Monday of a month, the start of the support
 * day (docs/rules/limits.md: support 9:00-17:00), so a winner who calls finds someone to answer. A draw is named
 * by its month, 'YYYY-MM'. Pure functions: no clock, no database.
 */
export const DRAW_TIME_ZONE = 'Europe/Brussels'
export const DRAW_HOUR = 9

/** Day of the month (1 to 7) of the first Monday of `month` (1 to 12) in `year`. */
export function firstMondayOf(year: number, month: number): number {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`not a month: ${year}-${month}`)
  const weekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay() // 0 = Sunday, 1 = Monday
  return 1 + ((8 - weekday) % 7)
}

export const formatDrawMonth = (year: number, month: number) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`

export function parseDrawMonth(drawMonth: string): { year: number; month: number } {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(drawMonth)
  if (!match) throw new RangeError(`not a draw month: ${drawMonth}`)
  return { year: Number(match[1]), month: Number(match[2]) }
}

const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: DRAW_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
})

/** The Brussels wall-clock date and time of an instant. */
function brusselsClock(date: Date) {
  const parts = Object.fromEntries(zoneParts.formatToParts(date).map((part) => [part.type, part.value]))
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) }
}

/** The instant at which Brussels clocks show the given wall-clock time (never a DST gap: 09:00 on days 1-7). */
function brusselsInstant(year: number, month: number, day: number, hour: number): Date {
  const wall = Date.UTC(year, month - 1, day, hour)
  let instant = wall
  // Two rounds settle the offset (it only differs across a DST change).
  for (let round = 0; round < 2; round += 1) {
    const shown = brusselsClock(new Date(instant))
    const shownWall = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute, shown.second)
    instant += wall - shownWall
  }
  return new Date(instant)
}

/** The moment the draw of `drawMonth` takes place: 09:00 Brussels time on its first Monday. */
export function drawMomentOf(drawMonth: string): Date {
  const { year, month } = parseDrawMonth(drawMonth)
  return brusselsInstant(year, month, firstMondayOf(year, month), DRAW_HOUR)
}

const nextMonth = ({ year, month }: { year: number; month: number }) => (month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 })
const previousMonth = ({ year, month }: { year: number; month: number }) => (month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 })

/**
 * The draw an entry made at `date` takes part in: the next draw that has not happened yet, i.e. this
 * (Brussels) month's if its moment is still ahead, else next month's.
 */
export function drawMonthFor(date: Date): string {
  const clock = brusselsClock(date)
  const current = formatDrawMonth(clock.year, clock.month)
  if (date.getTime() < drawMomentOf(current).getTime()) return current
  const next = nextMonth(clock)
  return formatDrawMonth(next.year, next.month)
}

/** The latest draw whose moment is at or before `date` (the one the job may run at `date`). */
export function lastDrawMonthAt(date: Date): string {
  const clock = brusselsClock(date)
  const current = formatDrawMonth(clock.year, clock.month)
  if (date.getTime() >= drawMomentOf(current).getTime()) return current
  const previous = previousMonth(clock)
  return formatDrawMonth(previous.year, previous.month)
}
