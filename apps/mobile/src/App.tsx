/**
 * The wrapper: the site in a full-screen WebView opened with `?environment=<platform>`, every message it
 * posts answered by the pure bridge (src/bridge/message-handler.ts), external pages in the system
 * browser, the Android back button walking the site's history, and pull-to-refresh at the top of a page.
 */
import { StatusBar } from 'expo-status-bar';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BackHandler, Linking, Platform, RefreshControl, SafeAreaView, ScrollView, StyleSheet } from 'react-native';
import { WebView, type WebViewMessageEvent, type WebViewNavigation } from 'react-native-webview';
import { createMessageHandler, type PageState } from './bridge/message-handler';
import { backButtonAction, navigationTarget, startUrl } from './bridge/urls';
import { API_URL, SITE_URL } from './config';
import { deviceActions } from './native/device-actions';

const platform = Platform.OS === 'ios' ? 'ios' : 'android';
const inside = API_URL ? [API_URL] : [];

/** The app's only screen. */
export function App() {
  const webView = useRef<WebView>(null);
  const [canGoBack, setCanGoBack] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [atTop, setAtTop] = useState(true);
  const source = useMemo(() => ({ uri: startUrl(SITE_URL, platform) }), []);

  const onPageState = useCallback((state: PageState) => {
    // The refresh spinner stops once the page that was reloaded (or any next one) is shown or failed.
    if (state.kind !== 'loading') setRefreshing(false);
  }, []);

  const handleMessage = useMemo(
    () =>
      createMessageHandler(
        deviceActions({ runInPage: (script) => webView.current?.injectJavaScript(script), onPageState }),
      ),
    [onPageState],
  );

  useEffect(() => {
    if (Platform.OS !== 'android') return;
    const subscription = BackHandler.addEventListener('hardwareBackPress', () => {
      if (backButtonAction(canGoBack) === 'goBack') {
        webView.current?.goBack();
        return true;
      }
      return false;
    });
    return () => subscription.remove();
  }, [canGoBack]);

  const onShouldStartLoad = useCallback((request: WebViewNavigation) => {
    const target = navigationTarget(request.url, SITE_URL, inside);
    if (target === 'webview') return true;
    void Linking.openURL(request.url);
    return false;
  }, []);

  const refresh = useCallback(() => {
    setRefreshing(true);
    webView.current?.reload();
  }, []);

  const page = (
    <WebView
      ref={webView}
      source={source}
      style={styles.webView}
      onMessage={(event: WebViewMessageEvent) => void handleMessage(event.nativeEvent.data)}
      onNavigationStateChange={(state) => setCanGoBack(state.canGoBack)}
      onShouldStartLoadWithRequest={onShouldStartLoad}
      onLoadEnd={() => setRefreshing(false)}
      onScroll={(event) => setAtTop(event.nativeEvent.contentOffset.y <= 0)}
      setSupportMultipleWindows={false}
      allowsBackForwardNavigationGestures
      pullToRefreshEnabled
      sharedCookiesEnabled
      thirdPartyCookiesEnabled={false}
      allowsInlineMediaPlayback
      mediaPlaybackRequiresUserAction
      applicationNameForUserAgent={`StrideApp/${platform}`}
    />
  );

  return (
    <SafeAreaView style={styles.screen}>
      <StatusBar style="dark" />
      {Platform.OS === 'android' ? (
        // Android WebViews have no built-in pull-to-refresh: a ScrollView offers it while the page is at its top.
        <ScrollView
          contentContainerStyle={styles.fill}
          refreshControl={<RefreshControl refreshing={refreshing} onRefresh={refresh} enabled={atTop} />}
        >
          {page}
        </ScrollView>
      ) : (
        page
      )}
    </SafeAreaView>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1, backgroundColor: '#ffffff' },
  fill: { flex: 1 },
  webView: { flex: 1 },
});
