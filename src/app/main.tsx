import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EventLog, openShopDatabase } from '../db';
import { App } from './App';
import { currentLanguage, initI18n } from './i18n/i18n';
import { machineInspector } from './machines/machineInspector';
import { syncBridge } from './sync-bridge';

async function start() {
  const [database, i18n, inspect] = await Promise.all([
    openShopDatabase(),
    initI18n(),
    machineInspector(window.location),
  ]);
  const eventLog = new EventLog(database);
  // Events appended before a crash (or by another tab) are folded in before the first screen reads the cart.
  await eventLog.catchUp();
  void syncBridge.setLanguage(currentLanguage(i18n));
  i18n.on('languageChanged', () => void syncBridge.setLanguage(currentLanguage(i18n)));
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <App database={database} eventLog={eventLog} sync={syncBridge} inspect={inspect} />
    </StrictMode>,
  );
}

void start();
