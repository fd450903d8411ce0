import { describe, expect, it } from "vitest";
import { contactEnquirySchema } from "../../../../src/shared/enquiries/contact-enquiry.ts";
import { fieldErrorsFor, parsedOf } from "../validation/parse-helpers.ts";

const valid = {
  name: "Jane Doe",
  email: "jane@example.com",
  message: "Do you have parking for a van?",
};

describe("contactEnquirySchema", () => {
  it("fills in the defaults and leaves the optional phone out", () => {
    expect(parsedOf(contactEnquirySchema, valid)).toEqual({
      name: "Jane Doe",
      email: "jane@example.com",
      phone: undefined,
      subject: "general",
      message: "Do you have parking for a van?",
      marketingOptIn: false,
    });
  });

  it("normalises every field and drops unknown ones", () => {
    const parsed = parsedOf(contactEnquirySchema, {
      name: "  Jane <b>Doe</b> ",
      email: " JANE@Example.com",
      phone: "07700 900123",
      subject: "booking",
      message: "  Can I bring <script>my dog</script>?  ",
      marketingOptIn: true,
      admin: true,
    });
    expect(parsed).toEqual({
      name: "Jane Doe",
      email: "jane@example.com",
      phone: "07700900123", // without its separators; E.164 is the server's step
      subject: "booking",
      message: "Can I bring my dog?",
      marketingOptIn: true,
    });
  });

  it.each([
    ["name", { name: "" }, "Name is required"],
    ["email", { email: "jane" }, "Please enter a valid email address"],
    ["phone", { phone: "12345" }, "Phone number must be between 10 and 15 digits"],
    ["phone", { phone: "phone me" }, "Please enter a valid phone number"],
    ["subject", { subject: "complaint" }, "Please enter a valid subject"],
    ["message", { message: "Hi" }, "Message must be at least 10 characters"],
    ["marketingOptIn", { marketingOptIn: "yes" }, "Please enter a valid marketing choice"],
  ])("reports %s: %j", (field, override, message) => {
    expect(fieldErrorsFor(contactEnquirySchema, { ...valid, ...override })).toEqual({ [field]: message });
  });

  it("reports every required field at once", () => {
    expect(fieldErrorsFor(contactEnquirySchema, {})).toEqual({
      name: "Name is required",
      email: "Email is required",
      message: "Message is required",
    });
  });
});
