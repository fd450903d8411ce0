import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter, useRoutes } from "react-router-dom";
import { preloadPagesFor, routes } from "./routes.tsx";

function App() {
  return useRoutes(routes);
}

async function start(): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element");
  // The code of the pages this URL shows loads first, so the first render matches the HTML.
  await preloadPagesFor(window.location.pathname).catch(() => undefined); // a failed chunk shows the crash screen when rendered
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  // Public pages arrive pre-rendered and are hydrated. The staff area's shell is empty, and the
  // not-found page may stand in for any URL, so both are rendered in the browser.
  // As a transition, hydration works in short slices and a tap in the meantime is not held up
  // behind one long task (ADR 011).
  if (container.firstElementChild && !container.hasAttribute("data-not-found")) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
