'use client';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { WEBHOOK_ALL_EVENTS, WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENT_TYPES } from '@/constants';
import { isAllEvents, WEBHOOK_EVENT_GROUPS } from './integrationsText';

type WebhookEventsFieldProps = {
  value: string[];
  onChange: (events: string[]) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The events an endpoint hears: every event (now and later, sent as `["*"]`) or the ones ticked,
 * grouped by what they are about. Choosing specific events starts with none ticked.
 */
export default function WebhookEventsField({ value, onChange, error, inputRef }: WebhookEventsFieldProps) {
  const isAll = isAllEvents(value);
  const picked = new Set(value);
  const toggle = (event: string, isOn: boolean) => onChange(WEBHOOK_EVENT_TYPES.filter((each) => (each === event ? isOn : picked.has(each))));
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ mt: 2, width: '100%' }}>
      <FormLabel component="legend">Events</FormLabel>
      <RadioGroup value={isAll ? 'all' : 'some'} onChange={(event) => onChange(event.target.value === 'all' ? [WEBHOOK_ALL_EVENTS] : [])}>
        <FormControlLabel value="all" control={<Radio slotProps={{ input: { ref: inputRef } }} />} label="All events, including ones added later" />
        <FormControlLabel value="some" control={<Radio />} label="Only the events I pick" />
      </RadioGroup>
      {!isAll &&
        WEBHOOK_EVENT_GROUPS.map((group) => (
          <Box key={group.prefix} component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1.5, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700 }}>
              {group.label}
            </Typography>
            <FormGroup>
              {group.events.map((event) => (
                <FormControlLabel
                  key={event}
                  sx={{ alignItems: 'flex-start', mt: 0.5, mr: 0 }}
                  control={<Checkbox checked={picked.has(event)} onChange={(change) => toggle(event, change.target.checked)} sx={{ pt: 0 }} />}
                  label={
                    <Box component="span" sx={{ display: 'block', minWidth: 0 }}>
                      <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', display: 'block', overflowWrap: 'anywhere' }}>
                        {event}
                      </Typography>
                      <Typography component="span" variant="body2" color="text.secondary">
                        {WEBHOOK_EVENT_DESCRIPTIONS[event]}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </FormGroup>
          </Box>
        ))}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
