import ICAL from 'ical.js';

/** The events of an iCalendar text, parsed by ical.js as a calendar application would. */
export const calendarEvents = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');

/** Each event as a person scans a calendar: its title, its start and its end (local times). */
export const eventTimes = (text: string) =>
  calendarEvents(text).map((event) => [
    event.getFirstPropertyValue('summary'),
    String(event.getFirstPropertyValue('dtstart')),
    String(event.getFirstPropertyValue('dtend')),
  ]);
