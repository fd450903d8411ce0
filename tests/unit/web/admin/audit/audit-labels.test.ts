import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS as SERVER_AUDIT_ACTIONS } from "../../../../../src/server/services/core/audit-trail.ts";
import { SYSTEM_AUDIT_ADDRESS } from "../../../../../src/shared/staff/system-actor.ts";
import { AUDIT_ACTIONS, auditActionLabel, auditActorLabel, auditDetailsText, auditTargetLabel } from "../../../../../src/web/features/admin/audit/audit-labels.ts";

const names = new Map([["0b6f3f0e-5f7c-4b53-9a55-0d1f1c2a7e01", "Olive Owner"]]);

describe("the audit trail in plain words", () => {
  it("names every action the server records, in its order", () => {
    expect(AUDIT_ACTIONS).toEqual([...SERVER_AUDIT_ACTIONS]);
    expect(AUDIT_ACTIONS.map(auditActionLabel)).toEqual([
      "Signed in",
      "Sign-in failed",
      "Signed out",
      "Session ended",
      "Password changed",
      "Account created",
      "Password reset",
      "Account disabled",
      "Account enabled",
      "First owner set up",
      "Two-factor sign-in on",
      "Two-factor sign-in off",
      "Two-factor set-up started",
      "Two-factor sign-in reset",
      "Staff list viewed",
      "Everyone's sessions viewed",
      "Audit trail viewed",
      "Dashboard viewed",
      "Data requests viewed",
      "Data request updated",
      "Pet bookings viewed",
      "Pet booking opened",
      "Pet booking verified",
      "Pet booking cancelled",
      "Pet booking refunded",
      "Pet booking deleted",
      "Pet fee taken at the desk",
      "Pet fee taken at the desk undone",
      "Pet bookings exported",
      "Enquiries viewed",
      "Enquiry status changed",
      "Enquiries exported",
      "Enquiry answered by e-mail",
      "Note added to an enquiry",
      "Enquiry assigned",
      "Reply template saved",
      "Prices updated",
      "Prices deleted",
      "Inventory figures changed",
      "Inventory day removed",
      "Room bookings viewed",
      "Room booking opened",
      "Content published",
      "Earlier content restored",
      "Event created from an enquiry",
      "Event moved",
      "Event hold lapsed",
      "Event calendar viewed",
      "Event opened",
    ]);
  });

  it("makes words of an action it does not know yet", () => {
    expect(auditActionLabel("billing.refund_issued")).toBe("Refund issued");
    expect(auditActionLabel("")).toBe("");
  });

  it("names the target: a member of staff by name, a session by the start of its id, nothing as a dash", () => {
    expect(auditTargetLabel({ targetType: "staff", targetId: "0b6f3f0e-5f7c-4b53-9a55-0d1f1c2a7e01" }, names)).toBe("Olive Owner");
    expect(auditTargetLabel({ targetType: "staff", targetId: "9f8e7d6c-5b4a-4392-8170-aabbccddeeff" }, names)).toBe("Member of staff 9f8e7d6c");
    expect(auditTargetLabel({ targetType: "session", targetId: "a1b2c3d4e5f6a7b8" }, names)).toBe("Session a1b2c3d4");
    expect(auditTargetLabel({ targetType: "content_document", targetId: "room/room-12" }, names)).toBe("Content room/room-12");
    expect(auditTargetLabel({ targetType: null, targetId: null }, names)).toBe("—");
  });

  it("names every other kind of record in words, with a readable key whole and a generated id by its start (ADR 102)", () => {
    expect(auditTargetLabel({ targetType: "addon_booking", targetId: "00000000-0000-4000-8000-000000000001" }, names)).toBe("Pet booking 00000000");
    expect(auditTargetLabel({ targetType: "room_booking", targetId: "LH-482913" }, names)).toBe("Room booking LH-482913");
    expect(auditTargetLabel({ targetType: "event_inquiry", targetId: "7c9e6679-7425-40de-944b-e07fc1f90ae7" }, names)).toBe("Event enquiry 7c9e6679");
    expect(auditTargetLabel({ targetType: "contact_inquiry", targetId: "7c9e6679-7425-40de-944b-e07fc1f90ae7" }, names)).toBe("Contact enquiry 7c9e6679");
    for (const [type, words] of [["event_booking", "Event"], ["inventory_record", "Inventory day"], ["room_price", "Prices"], ["privacy_request", "Data request"], ["reply_template", "Reply template"]]) {
      expect(auditTargetLabel({ targetType: type!, targetId: "7c9e6679-7425-40de-944b-e07fc1f90ae7" }, names)).toBe(`${words} 7c9e6679`);
    }
    // A kind added later still reads as words.
    expect(auditTargetLabel({ targetType: "gift_voucher", targetId: "GV-12" }, names)).toBe("Gift voucher GV-12");
  });

  it("names who acted by today's name, else the e-mail recorded, else the command line", () => {
    expect(auditActorLabel({ actorId: "0b6f3f0e-5f7c-4b53-9a55-0d1f1c2a7e01", actorEmail: "old@example.com" }, names)).toBe("Olive Owner");
    expect(auditActorLabel({ actorId: "gone", actorEmail: "gone@example.com" }, names)).toBe("gone@example.com");
    expect(auditActorLabel({ actorId: null, actorEmail: "typo@example.com" }, names)).toBe("typo@example.com");
    expect(auditActorLabel({ actorId: null, actorEmail: null }, names)).toBe("Command line");
    // A scheduled job's own move (an event hold that lapsed).
    expect(auditActorLabel({ actorId: null, actorEmail: null, ipAddress: SYSTEM_AUDIT_ADDRESS }, names)).toBe("The system");
  });

  it("shows the small facts, never objects or lists", () => {
    expect(auditDetailsText({ reason: "wrong password" })).toBe("Reason: wrong password");
    expect(auditDetailsText({ role: "owner", secondFactor: "recovery code" })).toBe("Role: owner; Second factor: recovery code");
    expect(auditDetailsText({ kind: "room", version: 3, revision: 5, restoredFrom: 1 })).toBe("Kind: room; Version: 3; Revision: 5; Restored from version: 1");
    expect(auditDetailsText({ nested: { a: 1 }, list: [1] })).toBe("");
    expect(auditDetailsText(null)).toBe("");
    expect(auditDetailsText(["x"])).toBe("");
  });
});
