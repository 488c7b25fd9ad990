import { routes } from '../../routes';
import type { TestActionLibraryInput } from './schema';

/**
 * The mobile app actions: no library holds them (the gestures live on Mobile Testing > gestures),
 * but they are checked like the libraries so their examples use only keys the actions have.
 * What they do agrees with the Mobile Testing pages: the Android and iOS app settings, deep links
 * and WebViews on both platforms, and system alerts on iOS.
 */
export const mobile: TestActionLibraryInput = {
  id: 'mobile',
  name: 'Mobile app',
  summary:
    'Start, stop and reset the app under test, open deep links, move between native screens and WebViews, and answer iOS alerts, in Test Cases whose **Platform** is **Android** or **iOS**. They belong to no library and have been available since Mobile Testing arrived in Testflux 1.3.0; taps, swipes and device controls are on the gestures page.',
  href: routes.docs.page('Mobile Testing', 'mobile-testing'),
  actions: [
    {
      name: 'Launch App',
      summary:
        "Starts the app under test, or brings it back to the foreground, and waits up to the step's **Timeout** until it is on screen. Every Test Case already starts with the app launched, so you need this step after **Close App**, after **Reset App** with **Launch after reset** off, or to come back from another app.",
      params: [
        {
          key: 'restart',
          label: 'Restart if running',
          type: 'Switch',
          required: false,
          default: 'off',
          description:
            'Stop the app first when it is already running, so it starts fresh instead of returning as it was left.',
        },
        {
          key: 'activity',
          label: 'Launch activity',
          type: 'Text',
          required: false,
          description:
            "Android only: the activity to start, such as `com.shop.app.SplashActivity`, instead of the one in the case's **Launch activity** setting.",
        },
      ],
      example: '- action: Launch App\n  restart: true',
    },
    {
      name: 'Close App',
      summary:
        'Stops the app under test, as swiping it away in the app switcher does. Its data stays on the device, so a **Launch App** that follows shows what a user sees after reopening the app; use **Reset App** to clear it.',
      params: [],
      example: '- action: Close App',
    },
    {
      name: 'Reset App',
      summary:
        'Returns the app under test to the state of a fresh install in the middle of a case, as **Reset app between test cases** does before each case: on Android it clears the app data, on iOS it reinstalls the app, which also clears its keychain items. Runtime permissions are reset too; on Android, **Grant permissions automatically** grants them again.',
      params: [
        {
          key: 'launch',
          label: 'Launch after reset',
          type: 'Switch',
          required: false,
          default: 'on',
          description:
            'Start the app again once the reset is done. Turn it off to leave the app closed, for example when **Open Deep Link** comes next.',
        },
      ],
      example: '- action: Reset App\n  launch: false',
    },
    {
      name: 'Open Deep Link',
      summary:
        "Opens a link in the app under test without going through its screens, starting the app when it is not running, and waits up to the step's **Timeout** for the app to be on screen.",
      params: [
        {
          key: 'url',
          label: 'URL',
          type: 'Text',
          required: true,
          description:
            'A custom-scheme link such as `shop://product/SKU-20931` or `shop://product/{{data.sku}}`, a verified Android app link, or an iOS universal link. An `https` link that is not verified for the app opens in the browser instead, and universal links need the associated domains entitlement, so use the custom scheme on Testflux Cloud iPhones and iPads.',
        },
      ],
      example: '- action: Open Deep Link\n  url: shop://product/SKU-20931',
    },
    {
      name: 'Switch to WebView',
      summary:
        "Moves later steps into the web content of a WebView, where Elements use web locators such as CSS and Browser library actions such as **Type Text** and **Assert Text** work as on a website. Waits up to the step's **Timeout** for a WebView it can inspect, which needs WebView debugging in Android builds and `isInspectable` in iOS builds. Flutter Elements are not affected: they always go through the Flutter driver.",
      params: [
        {
          key: 'which',
          label: 'Which',
          type: 'Choice',
          required: false,
          default: 'first',
          options: ['first', 'index', 'url', 'title'],
          description:
            'The first WebView on screen, a WebView by position, or the one whose page address or title contains **Value**.',
        },
        {
          key: 'value',
          label: 'Value',
          type: 'Text',
          required: false,
          description:
            'The position counted from 1, or the text the address or title contains, such as `/help/returns`; not used with `first`.',
        },
      ],
      example: '- action: Switch to WebView\n  which: url\n  value: /help/returns',
    },
    {
      name: 'Switch to Native',
      summary:
        "Returns later steps to the app's native screens after **Switch to WebView**, so native Elements are found again. Every Test Case starts on the native screens.",
      params: [],
      example: '- action: Switch to Native',
    },
    {
      name: 'Accept Alert',
      summary:
        "iOS only: taps the accepting button of the alert on screen, a system alert such as a permission request or an alert of your app. Waits up to the step's **Timeout** for an alert and fails if none appears; with **Accept system alerts automatically** on, permission alerts are accepted before the step sees them. On Android, tap the buttons of a system dialog as Elements.",
      params: [
        {
          key: 'button',
          label: 'Button',
          type: 'Text',
          required: false,
          description:
            "The label of the button to tap, such as `Allow While Using App`, for alerts with more than one accepting button; without it, the alert's default button, such as **Allow** or **OK**. Labels follow the **Device language** setting.",
        },
      ],
      output: "The alert's title and message.",
      example: '- action: Accept Alert\n  button: Allow While Using App\n  saveAs: locationAlert',
    },
    {
      name: 'Dismiss Alert',
      summary:
        "iOS only: taps the declining button of the alert on screen, such as **Don't Allow** or **Cancel**. Waits up to the step's **Timeout** for an alert and fails if none appears.",
      params: [
        {
          key: 'button',
          label: 'Button',
          type: 'Text',
          required: false,
          description:
            "The label of the button to tap, such as `Not Now`, for alerts with more than one declining button; without it, the alert's cancel button. Labels follow the **Device language** setting.",
        },
      ],
      output: "The alert's title and message.",
      example: '- action: Dismiss Alert\n  saveAs: notificationAlert',
    },
  ],
};
