import type { FastifyInstance } from "fastify";
import type { DataRequestType } from "../../../shared/privacy/data-request.ts";
import { DATA_REQUEST_PATHS } from "../../../shared/privacy/privacy-messages.ts";
import type { PrivacyConfirmation } from "../../../shared/privacy/privacy-answers.ts";
import { html, type SafeHtml } from "../../services/mail/html.ts";
import { defineRestRoute } from "../define-route.ts";
import { defineLinkRoute, linkFailurePage, type NextStep } from "../email-link-route.ts";
import { buttonForm, type ServerPageContent } from "../server-page.ts";

const PROMPTS: Record<DataRequestType, { title: string; text: string; button: string }> = {
  access: {
    title: "Confirm your data access request",
    text: "Press the button to confirm that you asked for a summary of the personal data we hold about this e-mail address. We will e-mail it to you straight away.",
    button: "Confirm and send my summary",
  },
  export: {
    title: "Confirm your data export request",
    text: "Press the button to confirm that you asked for a copy of your personal data. You can then download it as a JSON file; we also e-mail you a link to it.",
    button: "Confirm and prepare my export",
  },
  delete: {
    title: "Confirm the deletion of your data",
    text: "Press the button to confirm that we should delete the personal data we hold about this e-mail address. This cannot be undone. Past booking records are anonymised but kept for 7 years, and active bookings cannot be deleted until after check-out.",
    button: "Delete my data permanently",
  },
};

/** A used or expired link says so and links to the page that makes a new request. */
const NEW_REQUEST: NextStep = { href: "/data-request", text: "Make a new data request" };

const list = (items: string[]): SafeHtml => html`<ul>${items.map((item) => html`<li>${item}</li>`)}</ul>`;

function confirmedPage(result: PrivacyConfirmation): ServerPageContent {
  switch (result.type) {
    case "access":
      return { title: "Request confirmed", body: html`<p>We have e-mailed you a summary of every kind of personal record we hold about this address.</p>` };
    case "export":
      return {
        title: "Your data is ready",
        body: html`<p>Your personal data is ready to download as a JSON file. We have also e-mailed you a link to it, which works for 7 days.</p>${buttonForm(`${DATA_REQUEST_PATHS.download}?token=${result.downloadToken}`, "Download my data (JSON)")}`,
      };
    case "delete":
      return result.status === "refused"
        ? { title: "We could not delete your data yet", body: html`<p>${result.message}</p>` }
        : {
            title: "Your data has been deleted",
            body: html`<p>We have deleted the personal data we held about this e-mail address.</p>
${result.erased.length ? html`<h2>Deleted</h2>${list(result.erased)}` : html`<p>We held no other records about this address.</p>`}
<h2>Kept, and why</h2>${list(result.kept)}`,
          };
  }
}

/**
 * The links of data-request e-mails (ADR 015): opening one shows a page and a button; only the
 * button (a same-origin POST) confirms the request or downloads the export.
 */
export function registerPrivacyLinkRoutes(app: FastifyInstance): void {
  defineLinkRoute(app, {
    method: "GET",
    url: DATA_REQUEST_PATHS.confirm,
    procedure: (caller) => caller.privacy.confirmationLink,
    next: NEW_REQUEST,
    page: (link, action) => {
      const prompt = PROMPTS[link.type];
      return { title: prompt.title, body: html`<p>${prompt.text}</p>${buttonForm(action, prompt.button)}` };
    },
  });
  defineLinkRoute(app, {
    method: "GET",
    url: DATA_REQUEST_PATHS.download,
    procedure: (caller) => caller.privacy.exportLink,
    next: NEW_REQUEST,
    page: (_ready, action) => ({
      title: "Download your data",
      body: html`<p>Press the button to download a copy of every personal record we hold about you, as a JSON file.</p>${buttonForm(action, "Download my data (JSON)")}`,
    }),
  });

  void app.register(async (scope) => {
    // Only here: the pages' buttons send an empty form; the token in the URL authorises the call.
    scope.addContentTypeParser(["application/x-www-form-urlencoded", "multipart/form-data"], { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) => {
      done(null, body);
    });
    defineLinkRoute(scope, {
      method: "POST",
      url: DATA_REQUEST_PATHS.confirm,
      procedure: (caller) => caller.privacy.confirm,
      page: confirmedPage,
      next: NEW_REQUEST,
    });
    defineRestRoute(scope, {
      method: "POST",
      url: DATA_REQUEST_PATHS.download,
      from: "query",
      procedure: (caller) => caller.privacy.downloadExport,
      page: { failure: (reason) => linkFailurePage(reason, NEW_REQUEST) },
      download: { contentType: "application/json; charset=utf-8", file: (file) => ({ filename: file.fileName, content: file.json }) },
    });
  });
}

