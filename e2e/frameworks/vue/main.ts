import { createApp } from 'vue';
import App from './App.vue';

const query = new URLSearchParams(location.search);
createApp(App, { chargeUuid: query.get('charge') ?? '', baseUrl: query.get('base') ?? '' }).mount('#app');
