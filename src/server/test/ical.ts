import ICAL from 'ical.js';

/** One event as a calendar app reads it, through ical.js (a real RFC 5545 parser). */
export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  url: string;
  status: string;
  sequence: number;
  /** The instants, resolved through the file's own VTIMEZONE. */
  start: Date;
  end: Date;
  tzid: string | null;
}

/**
 * Parses an iCalendar file as a calendar app does: the file's VTIMEZONEs registered first, so a
 * `TZID=Asia/Kolkata` time resolves through the file's own definition, not a guess.
 */
export function parseCalendar(text: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.remove(String(zone.getFirstPropertyValue('tzid')));
    ICAL.TimezoneService.register(zone);
  }
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      url: String(component.getFirstPropertyValue('url')),
      status: String(component.getFirstPropertyValue('status')),
      sequence: event.sequence,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      tzid: component.getFirstProperty('dtstart')?.getParameter('tzid') ?? null,
    } as ParsedEvent;
  });
  return { calendar, events };
}
