import type { ReceptionDeskBridge } from "../../shared/desktop/desk-bridge.ts";

// First run: the address is checked by the app (https, the server's /api/health) before it is kept.

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`setup page: #${id} is missing`);
  return found as T;
}

export function startSetupPage(desk: ReceptionDeskBridge | undefined): void {
  const form = element<HTMLFormElement>("server-form");
  const input = element<HTMLInputElement>("server-address");
  const error = element<HTMLParagraphElement>("server-error");
  const status = element<HTMLParagraphElement>("server-status");
  const submit = element<HTMLButtonElement>("server-submit");

  const showError = (message: string | null) => {
    error.textContent = message ?? "";
    error.hidden = message === null;
    if (message === null) input.removeAttribute("aria-invalid");
    else input.setAttribute("aria-invalid", "true");
  };

  void desk?.state().then((state) => {
    if (state.serverUrl && !input.value) input.value = state.serverUrl;
  });

  input.addEventListener("input", () => showError(null));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!input.value.trim()) {
      showError("Enter the hotel server's address");
      input.focus();
      return;
    }
    if (!desk) {
      showError("This screen works inside the reception desk app only.");
      return;
    }
    showError(null);
    submit.disabled = true;
    status.textContent = "Checking the server…";
    void desk
      .saveServer(input.value)
      .then((result) => {
        if (result.ok) {
          status.textContent = "Connected. Opening the staff sign-in…";
          return;
        }
        status.textContent = "";
        showError(result.message);
        input.focus();
      })
      .catch(() => {
        status.textContent = "";
        showError("The address could not be checked. Please try again.");
      })
      .finally(() => {
        submit.disabled = false;
      });
  });
}

startSetupPage(window.receptionDesk);
