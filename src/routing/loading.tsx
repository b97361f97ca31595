import { Spinner } from '@fluentui/react-components';

/** What a route shows while its layout or screen chunk loads. */
export const Loading = () => <Spinner style={{ marginTop: '30vh' }} />;
