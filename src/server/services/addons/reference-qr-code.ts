import QRCode from "qrcode";

/** The reference's QR code as SVG markup, for the success page (ADR 062). */
export function referenceQrSvg(reference: string): Promise<string> {
  return QRCode.toString(reference, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
}

/** The same code as a PNG for e-mail (mail programs show attached PNGs where they block SVG and data: URIs). */
export async function referenceQrPngBase64(reference: string): Promise<string> {
  const png = await QRCode.toBuffer(reference, { type: "png", width: 240, margin: 2, errorCorrectionLevel: "M" });
  return png.toString("base64");
}
