import { useEffect, useRef, useState } from "react";
import { StaffDialog } from "../ui/staff-dialog.tsx";

// Scanning the guest's QR code with a camera, where the browser has one and the Barcode
// Detection API (Chromium on Android, ChromeOS, macOS); a USB scanner needs none of this.

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

function detectorClass(): BarcodeDetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
}

export function cameraScanningAvailable(): boolean {
  return typeof navigator !== "undefined" && navigator.mediaDevices !== undefined && "getUserMedia" in navigator.mediaDevices && detectorClass() !== undefined;
}

/** A dialog with the camera's picture; the first QR code seen is handed to `onCode`. */
export function CameraScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    const detector = new Detector({ formats: ["qr_code"] });
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const look = async () => {
      if (stopped || !video.current) return;
      const [found] = await detector.detect(video.current).catch(() => []);
      if (found?.rawValue) return onCode(found.rawValue);
      timer = window.setTimeout(() => void look(), 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void look();
      })
      .catch(() => setProblem("The camera could not be opened. Allow the camera for this site, or type the reference instead."));
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [onCode]);

  return (
    <StaffDialog title="Scan the guest's QR code" onClose={onClose}>
      {problem ? (
        <p role="alert">{problem}</p>
      ) : (
        <video ref={video} muted playsInline className="w-full rounded-sm bg-black" aria-label="The camera's picture" />
      )}
    </StaffDialog>
  );
}
