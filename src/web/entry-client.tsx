import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter, useRoutes } from "react-router-dom";
import { preloadStaffArea, staffRoutes } from "./staff-routes.tsx";

// The staff area's entry: its shell page is empty and the app renders in the browser. Public
// pages do not load this (they are islands: entry-islands.ts, ADR 044).
function StaffApp() {
  return useRoutes(staffRoutes);
}

async function start(): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element");
  await preloadStaffArea().catch(() => undefined); // a failed chunk shows the crash screen when rendered
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StaffApp />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
