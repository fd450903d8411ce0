// The fake Little Hotelier as its own process, for the e2e run (playwright.config.ts):
//   FAKE_LH_PORT=4223 FAKE_LH_CHANNELS=one,two node --import tsx tests/fakes/little-hotelier-main.ts
// It answers each channel in FAKE_LH_CHANNELS (one per app server); tests in another process steer
// it through /_control/scenario, /_control/clear-scenario and read /_control/requests.
import { startFakeLittleHotelier } from "./little-hotelier.ts";

const [channelCode, ...otherChannelCodes] = (process.env.FAKE_LH_CHANNELS ?? "courtfieldhoteldirect").split(",");
const lh = await startFakeLittleHotelier({ port: Number(process.env.FAKE_LH_PORT ?? 4223), channelCode, otherChannelCodes, control: true });
console.log(`Fake Little Hotelier on ${lh.baseUrl} for ${[channelCode, ...otherChannelCodes].join(", ")}`);

const stop = () => {
  void lh.close().finally(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
