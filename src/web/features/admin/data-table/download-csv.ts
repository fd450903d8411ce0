import { isAwayStatus, serverConnection } from "../shell/server-connection.ts";
import { sessionLapse } from "../shell/session-lapse.ts";
import { refusalOf, StaffCallRefusal } from "../shell/staff-call-error.ts";
import { sendToSignIn } from "../sign-in/sign-in-redirect.ts";

/** The file name the server gave in Content-Disposition, else the fallback. */
function attachmentName(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? "");
  return match?.[1] ?? fallback;
}

/**
 * Fetches a staff CSV export on the session cookie and saves it under the server's file name.
 * A download, so from its documented /api path rather than through tRPC (ADR 085); a refusal throws
 * a StaffCallRefusal with the server's message and field messages, read as every staff call's failure is.
 * Like every staff call (ADR 091) it tells the server-away notice what it found, and a lapsed
 * session asks for the sign-in over the screen and then saves the file, rather than leaving the page.
 */
export async function downloadCsv(path: string, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "include", headers: { accept: "text/csv, application/json" } });
  } catch {
    serverConnection.markAway();
    throw new StaffCallRefusal(null);
  }
  if (isAwayStatus(response.status)) serverConnection.markAway();
  else serverConnection.markBack();
  if (!response.ok) {
    if (response.status === 401) {
      const signedInAgain = sessionLapse.waitForSignIn();
      if (signedInAgain && (await signedInAgain)) return downloadCsv(path, fallbackName);
      sendToSignIn();
    }
    const body: unknown = await response.json().catch(() => null);
    throw refusalOf(response.status, body);
  }
  const name = attachmentName(response.headers.get("content-disposition"), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
