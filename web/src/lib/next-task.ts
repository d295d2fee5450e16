/**
 * Ends the current task: the browser can paint and handle input before the next step runs. Through a
 * MessageChannel, not `setTimeout(0)`: browsers run a background tab's timers at most about once a
 * second, which would hold the boot's steps (and the app's start) that long each in a tab opened in
 * the background, while a message still comes in the next task.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
