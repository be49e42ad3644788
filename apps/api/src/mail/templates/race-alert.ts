/** E-mail of an upcoming race alert: which horse runs where and when (Europe/Dublin time). */
import { escapeHtml, factsHtml, wrapHtml, type RenderedMail } from './layout.js';

export interface RaceAlertMail {
  firstname: string;
  title: string;
  body: string;
  racetrack: string;
  raceName: string;
  offTime: string;
  entriesUrl: string;
  settingsUrl: string;
}

/** Renders one race alert e-mail. */
export function raceAlertMail(mail: RaceAlertMail): RenderedMail {
  const facts = [
    { label: 'Racetrack', value: mail.racetrack },
    { label: 'Race', value: mail.raceName },
    { label: 'Off time (Irish time)', value: mail.offTime },
  ];
  return {
    template: 'race-alert',
    subject: mail.title,
    html: wrapHtml(
      escapeHtml(mail.title),
      `<p style="margin:0 0 16px">Hello ${escapeHtml(mail.firstname)}, ${escapeHtml(mail.body)}</p>${factsHtml(facts)}` +
        `<p style="margin:24px 0 0"><a href="${escapeHtml(mail.entriesUrl)}" style="color:#0c1326;font-weight:700">See entries and declarations</a></p>` +
        `<p style="margin:16px 0 0;font-size:12px"><a href="${escapeHtml(mail.settingsUrl)}">Notification settings</a></p>`,
    ),
    text: `Hello ${mail.firstname}, ${mail.body}\n\nRacetrack: ${mail.racetrack}\nRace: ${mail.raceName}\nOff time (Irish time): ${mail.offTime}\n\n${mail.entriesUrl}\n\nNotification settings: ${mail.settingsUrl}\n`,
  };
}
