export interface TimeZone {
  id: string;
  name: string;
  /** e.g. `(UTC+05:30) Asia/Kolkata` */
  formatted: string;
  /** Local time there now, HH:mm (§9). */
  formattedTime: string;
  offsetMinutes: number;
}

function offsetOf(zone: string, at: Date): number {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** IANA time zones, west to east, with their offset and local time at `at`. */
export function timeZones(at = new Date()): TimeZone[] {
  return Intl.supportedValuesOf('timeZone')
    .map((id) => {
      const offsetMinutes = offsetOf(id, at);
      const name = id.split('/').pop()!.replaceAll('_', ' ');
      const formattedTime = new Intl.DateTimeFormat('en-GB', {
        timeZone: id,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(at);
      return { id, name, formatted: `(${formatOffset(offsetMinutes)}) ${id}`, formattedTime, offsetMinutes };
    })
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.id.localeCompare(b.id));
}
